import type { AnyEndpoint } from '@grocery/contracts';
import * as contracts from '@grocery/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { accessExamples } from './access';
import { adminExamples } from './admin';
import { auditExamples } from './audit';
import { cartExamples } from './cart';
import { catalogueExamples } from './catalogue';
import { categoriesAdminExamples } from './categories-admin';
import { categoryRulesExamples } from './category-rules';
import { deliveryExamples } from './delivery';
import { deliveryAdminExamples } from './delivery-admin';
import { devTasksExamples } from './dev-tasks';
import { geocodingExamples } from './geocoding';
import { notificationsExamples } from './notifications';
import { ordersExamples } from './orders';
import { ordersAdminExamples } from './orders-admin';
import { posSyncExamples } from './pos-sync';
import { productsAdminExamples } from './products-admin';
import { promotionsExamples } from './promotions';
import { settingsExamples } from './settings';
import { shippingExamples } from './shipping';
import { systemExamples } from './system';
import { systemAdminExamples } from './system-admin';
import { tokensExamples } from './tokens';
import { userTypesAdminExamples } from './user-types-admin';
import { usersExamples } from './users';
import { usersAdminExamples } from './users-admin';

/** Each feature's endpoints with their examples. */
const features: [Record<string, AnyEndpoint>, Record<string, { body?: unknown; response?: unknown }>][] = [
  [contracts.accessEndpoints, accessExamples],
  [contracts.adminEndpoints, adminExamples],
  [contracts.auditEndpoints, auditExamples],
  [contracts.cartEndpoints, cartExamples],
  [contracts.catalogueEndpoints, catalogueExamples],
  [contracts.categoriesAdminEndpoints, categoriesAdminExamples],
  [contracts.categoryRulesEndpoints, categoryRulesExamples],
  [contracts.deliveryAdminEndpoints, deliveryAdminExamples],
  [contracts.deliveryEndpoints, deliveryExamples],
  [contracts.devTasksEndpoints, devTasksExamples],
  [contracts.geocodingEndpoints, geocodingExamples],
  [contracts.notificationEndpoints, notificationsExamples],
  [contracts.ordersAdminEndpoints, ordersAdminExamples],
  [contracts.orderEndpoints, ordersExamples],
  [contracts.posSyncEndpoints, posSyncExamples],
  [contracts.productsAdminEndpoints, productsAdminExamples],
  [contracts.promotionsEndpoints, promotionsExamples],
  [contracts.settingsEndpoints, settingsExamples],
  [contracts.shippingEndpoints, shippingExamples],
  [contracts.systemAdminEndpoints, systemAdminExamples],
  [contracts.systemEndpoints, systemExamples],
  [contracts.tokenEndpoints, tokensExamples],
  [contracts.userTypesAdminEndpoints, userTypesAdminExamples],
  [contracts.usersAdminEndpoints, usersAdminExamples],
  [contracts.userEndpoints, usersExamples],
];

/** The example body and answer of each endpoint, by operationId. */
export const examplesByOperation = new Map(
  features.flatMap(([endpoints, examples]) =>
    Object.entries(examples).map(([key, example]) => [endpoints[key]?.operationId ?? key, example] as const),
  ),
);

const json = 'application/json';
type Operation = OpenAPIV3_1.OperationObject;
type Media = OpenAPIV3_1.MediaTypeObject;

/** The content with the example beside its JSON schema (none when there is no example or no JSON). */
function withExample<C extends Record<string, Media> | undefined>(content: C, example: unknown): C {
  if (!content?.[json] || example === undefined) return content;
  return { ...content, [json]: { ...content[json], example } };
}

function operationWithExamples(operation: Operation): Operation {
  const example = examplesByOperation.get(operation.operationId ?? '');
  if (!example) return operation;
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const answer = operation.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined;
  return {
    ...operation,
    ...(body && { requestBody: { ...body, content: withExample(body.content, example.body) } }),
    ...(answer && {
      responses: {
        ...operation.responses,
        200: { ...answer, content: withExample(answer.content, example.response) },
      },
    }),
  };
}

/**
 * Each operation's example body and answer, beside their schemas (decision 0074). Set on the
 * finished document: swagger drops a keyword beside a `$ref` answer.
 */
export function withExamples(paths: OpenAPIV3_1.PathsObject): OpenAPIV3_1.PathsObject {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item ?? {}).map(([method, operation]) => [
          method,
          operationWithExamples(operation as Operation),
        ]),
      ),
    ]),
  );
}
