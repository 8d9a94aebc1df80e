import * as contracts from '@grocery/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

/**
 * The shared shapes the document names (`components.schemas` and `$ref`): generated clients get one
 * type each. Input forms of the same shapes are named `<Name>Input`.
 */
const named: Record<string, z.ZodType> = {
  ErrorEnvelope: contracts.errorEnvelopeSchema,
  Issue: contracts.issueSchema,
  User: contracts.userSchema,
  Category: contracts.categorySchema,
  Product: contracts.productSchema,
  ProductDetails: contracts.productDetailsSchema,
  ProductImage: contracts.productImageSchema,
  CartLine: contracts.cartItemSchema,
  CartTotals: contracts.cartTotalsSchema,
  Cart: contracts.cartResponse,
  Address: contracts.shippingAddressSchema,
  OrderAddress: contracts.orderAddressSchema,
  Order: contracts.orderSchema,
  OrderItem: contracts.orderItemSchema,
  OrderEvent: contracts.orderEventSchema,
  Notification: contracts.notificationSchema,
  AdminUser: contracts.adminUserSchema,
  AdminUserDetails: contracts.adminUserDetailsSchema,
  AdminProductRow: contracts.adminProductRowSchema,
  AdminProduct: contracts.adminProductSchema,
  AdminCategoryRow: contracts.adminCategoryRowSchema,
  AdminCategory: contracts.adminCategorySchema,
  AdminOrderRow: contracts.adminOrderRowSchema,
  AdminOrder: contracts.adminOrderSchema,
  AdminOrderItem: contracts.adminOrderItemSchema,
  UserTypeSummary: contracts.userTypeSummarySchema,
  AdminProductsPage: contracts.adminProductsResponse,
  AdminCategoriesPage: contracts.adminCategoriesResponse,
  CategoryProductsPage: contracts.categoryProductsResponse,
  AdminOrdersPage: contracts.adminOrdersResponse,
  UsersPage: contracts.usersAdminListResponse,
  UserTypePricesPage: contracts.userTypePricesResponse,
  DevTasksPage: contracts.devTasksListResponse,
  AuditLogPage: contracts.auditLogResponse,
  PromotionsPage: contracts.promotionListResponse,
};

/** The registry the zod transforms read the component names from. */
export function componentRegistry() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  return registry;
}

/** Every `$ref` target under a value. */
function referencesIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) referencesIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child.split('/').pop() as string);
      else referencesIn(child, found);
    }
  }
}

/**
 * The transform adds the input and the output form of every named shape; this keeps only those the
 * paths use, directly or through other components.
 */
export function withUsedComponents(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  referencesIn(document.paths, used);
  let size = -1;
  while (size !== used.size) {
    size = used.size;
    for (const name of [...used]) referencesIn(schemas[name], used);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}
