import type { OpenAPIV3_1 } from 'openapi-types';

type PathItem = OpenAPIV3_1.PathItemObject;
type Parameter = OpenAPIV3_1.ParameterObject;

const optionalLast = /\/\{(\w+)\}\?$/;
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The path item with each operation's path parameter `name` kept (required) or dropped. The form
 * that keeps it gets its own operationId: `catalogueProducts` and `catalogueProductsWithPageIndex`.
 */
function withParameter(item: PathItem, name: string, keep: boolean): PathItem {
  const copy: PathItem = { ...item };
  for (const method of methods) {
    const operation = item[method];
    if (!operation) continue;
    const parameters = (operation.parameters ?? []) as Parameter[];
    copy[method] = {
      ...operation,
      ...(keep &&
        operation.operationId && { operationId: `${operation.operationId}With${capitalized(name)}` }),
      parameters: parameters.flatMap((parameter) => {
        const isIt = parameter.in === 'path' && parameter.name === name;
        if (!isIt) return [parameter];
        return keep ? [{ ...parameter, required: true }] : [];
      }),
    };
  }
  return copy;
}

/**
 * Fastify's optional last parameter (`/:pageIndex?`) has no OpenAPI form: a path parameter is
 * always required. Such a route becomes two path items, without and with the parameter.
 */
export function splitOptionalParameters(paths: OpenAPIV3_1.PathsObject): OpenAPIV3_1.PathsObject {
  return Object.fromEntries(
    Object.entries(paths).flatMap(([path, item]) => {
      const name = optionalLast.exec(path)?.[1];
      if (!name || !item) return [[path, item]];
      return [
        [path.replace(optionalLast, ''), withParameter(item, name, false)],
        [path.slice(0, -1), withParameter(item, name, true)],
      ];
    }),
  );
}
