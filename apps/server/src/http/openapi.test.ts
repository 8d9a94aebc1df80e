import * as contracts from '@grocery/contracts';
import {
  apiDocsPath,
  cartEndpoints,
  posSyncEndpoints,
  systemEndpoints,
  userEndpoints,
} from '@grocery/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/app';
import { allEndpoints } from '../../test/endpoint-calls';
import { examplesByOperation } from './api-examples';

type Operation = OpenAPIV3_1.OperationObject & { 'x-permissions'?: string[] };

const publicUrl = 'https://shop.example.test';
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const mutating = new Set<string>(['put', 'post', 'delete', 'patch']);

let t: TestApp;
let document: OpenAPIV3_1.Document;

/** Every operation of the document with its path and method. */
function operations() {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item?.[method] as Operation | undefined;
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

const isPublic = (operation: Operation) =>
  Array.isArray(operation.security) && operation.security.length === 0;
const parameters = (operation: Operation) => (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];

/** The fields of an example that parsing drops: a field the schema no longer has. */
function strayFields(example: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(example) && Array.isArray(parsed))
    return example.flatMap((item, index) => strayFields(item, parsed[index], `${path}[${index}]`));
  if (!example || typeof example !== 'object' || !parsed || typeof parsed !== 'object') return [];
  return Object.entries(example).flatMap(([key, value]) =>
    key in parsed
      ? strayFields(value, (parsed as Record<string, unknown>)[key], `${path}.${key}`)
      : [`${path}.${key}`],
  );
}

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: publicUrl } });
  const response = await t.app.inject({ method: 'GET', url: `${apiDocsPath}/json` });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names the public address as its server', () => {
    expect(document.servers?.[0]?.url).toBe(publicUrl);
  });

  it('asks for the session cookie or a bearer token on every route that is not public', () => {
    const schemes = Object.entries(document.components?.securitySchemes ?? {});
    const cookie = schemes.find(
      ([, scheme]) => 'type' in scheme && scheme.type === 'apiKey' && scheme.in === 'cookie',
    );
    expect(cookie?.[1]).toMatchObject({ name: 'sid' });
    const bearer = schemes.find(([, scheme]) => 'type' in scheme && scheme.type === 'http');
    expect(bearer).toEqual(['bearerToken', expect.objectContaining({ type: 'http', scheme: 'bearer' })]);
    const eitherOne = [{ [cookie?.[0] as string]: [] }, { bearerToken: [] }];
    const all = operations();
    expect(all.length).toBeGreaterThan(30);
    for (const { path, method, operation } of all) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      if (!isPublic(operation)) expect(operation.security, `${method} ${path}`).toEqual(eitherOne);
    }
    const admin = document.paths?.['/api/admin/me']?.get as Operation;
    expect(admin.security).toEqual(eitherOne);
    expect(admin['x-permissions']).toEqual(['admin_access']);
    expect(admin.description).toContain('admin_access');
    expect(isPublic(document.paths?.['/api/health']?.get as Operation)).toBe(true);
    expect(isPublic(document.paths?.[cartEndpoints.addItem.path]?.post as Operation)).toBe(false);
  });

  it('lists the error answers with the one error envelope', () => {
    for (const { path, method, operation } of operations()) {
      const codes = Object.keys(operation.responses ?? {});
      const where = `${method} ${path}`;
      expect(codes, where).toEqual(expect.arrayContaining(['200', '400', '500']));
      if (!isPublic(operation)) expect(codes, where).toContain('401');
      if (mutating.has(method)) expect(codes, where).toEqual(expect.arrayContaining(['403', '413', '415']));
      if (path.includes('{')) expect(codes, where).toContain('404');
      for (const code of codes.filter((code) => code !== '200')) {
        const answer = operation.responses?.[code] as
          | OpenAPIV3_1.ResponseObject
          | OpenAPIV3_1.ReferenceObject;
        const resolved = (
          '$ref' in answer ? document.components?.responses?.[answer.$ref.split('/').pop() as string] : answer
        ) as OpenAPIV3_1.ResponseObject;
        expect(resolved.content?.['application/json']?.schema, `${where} ${code}`).toEqual({
          $ref: '#/components/schemas/ErrorEnvelope',
        });
      }
    }
    const envelope = document.components?.schemas?.ErrorEnvelope;
    expect(envelope?.required).toEqual(['reject', 'reason', 'message']);
    expect(Object.keys(envelope?.properties ?? {})).toEqual(
      expect.arrayContaining(['reject', 'reason', 'message', 'issues', 'ticketId']),
    );
  });

  it('lists 429 on the rate-limited account calls', () => {
    const limited = [
      userEndpoints.login.path,
      userEndpoints.register.path,
      userEndpoints.resendConfirmation.path,
      userEndpoints.forgotPassword.path,
      userEndpoints.resetPassword.path,
    ];
    for (const path of limited) {
      const responses = (document.paths?.[path]?.post?.responses ?? {}) as Record<
        string,
        { headers?: object }
      >;
      expect(Object.keys(responses), path).toContain('429');
      expect(Object.keys(responses['429']?.headers ?? {}), path).toEqual(['Retry-After']);
      expect(responses['429']?.headers, path).toEqual({
        'Retry-After': { schema: { type: 'integer' }, description: expect.any(String) },
      });
    }
    expect(Object.keys(document.paths?.[userEndpoints.logout.path]?.post?.responses ?? {})).not.toContain(
      '429',
    );
  });

  it('documents the forgery-check header on every mutating call, optional (cookie sessions only)', () => {
    expect(document.info.description).toContain('X-Requested-With');
    for (const { path, method, operation } of operations().filter(({ method }) => mutating.has(method))) {
      const header = parameters(operation).find(
        (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'x-requested-with',
      );
      expect(header, `${method} ${path}`).toBeDefined();
      expect(header?.required, `${method} ${path}`).toBeFalsy();
      expect(header?.description, `${method} ${path}`).toContain('session cookie');
    }
  });

  it('gives every operation a unique operationId made from its endpoint object', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    const login = document.paths?.[userEndpoints.login.path]?.post;
    expect(login?.operationId).toBe('usersLogin');
    expect(document.paths?.['/api/products/{languageCode}/{categoryId}/{pageIndex}']?.get?.operationId).toBe(
      'catalogueProductsWithPageIndex',
    );
  });

  it('gives every operation a summary', () => {
    for (const { path, method, operation } of operations()) {
      expect(operation.summary?.trim(), `${method} ${path}`).toMatch(/\w{3,}.*\./);
    }
  });

  it('names the shared shapes as components and refers to them', () => {
    const named = Object.keys(document.components?.schemas ?? {});
    expect(named).toEqual(
      expect.arrayContaining(['ErrorEnvelope', 'Product', 'Category', 'CartLine', 'Cart', 'Address']),
    );
    expect(named).toEqual(
      expect.arrayContaining(['Order', 'OrderItem', 'Notification', 'User', 'UsersPage']),
    );
    const text = JSON.stringify([document.paths, document.components?.schemas]);
    for (const name of named) expect(text, name).toContain(`"#/components/schemas/${name}"`);
    const cart = document.paths?.[`${cartEndpoints.cart.path.replace(':languageCode', '{languageCode}')}`]
      ?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
    expect(cart.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Cart' });
  });

  it('has path templates whose parameters are all declared and required', () => {
    for (const { path, method, operation } of operations()) {
      expect(path).not.toContain('?');
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = parameters(operation).filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(templated);
      for (const parameter of declared) expect(parameter.required, `${method} ${path}`).toBe(true);
    }
    expect(document.paths?.['/api/products/{languageCode}/{categoryId}']?.get).toBeDefined();
    expect(document.paths?.['/api/products/{languageCode}/{categoryId}/{pageIndex}']?.get).toBeDefined();
  });

  it('shows /api/ping, and the sync commands as POSTs only (state never changes on GET)', () => {
    expect(document.paths?.[systemEndpoints.ping.path]?.get).toBeDefined();
    for (const endpoint of [posSyncEndpoints.start, posSyncEndpoints.stop, posSyncEndpoints.reset]) {
      const operations = document.paths?.[endpoint.path];
      expect(operations?.post, endpoint.path).toBeDefined();
      expect(operations?.get, endpoint.path).toBeUndefined();
    }
  });

  it('has an example of every body and answer, and each one parses with its own schema', () => {
    const problems: string[] = [];
    const check = (where: string, schemaName: string, example: unknown) => {
      if (example === undefined) return problems.push(`${where}: no example`);
      const parsed = (contracts as unknown as Record<string, z.ZodType>)[schemaName]?.safeParse(example);
      if (!parsed?.success) return problems.push(`${where}: ${z.prettifyError(parsed?.error as z.ZodError)}`);
      for (const path of strayFields(example, parsed.data))
        problems.push(`${where}: ${path} is not in the schema`);
    };
    const endpoints = allEndpoints();
    expect(endpoints.length).toBeGreaterThan(100);
    for (const endpoint of endpoints) {
      const example = examplesByOperation.get(endpoint.operationId);
      if (endpoint.body) check(`${endpoint.operationId} body`, endpoint.body, example?.body);
      if (endpoint.response) check(`${endpoint.operationId} answer`, endpoint.response, example?.response);
    }
    const ids = new Set(endpoints.map((endpoint) => endpoint.operationId));
    for (const id of examplesByOperation.keys()) if (!ids.has(id)) problems.push(`${id}: no such endpoint`);
    expect(problems).toEqual([]);
  });

  it('shows the examples beside the body and the answer', () => {
    for (const { path, method, operation } of operations()) {
      const example = examplesByOperation.get((operation.operationId ?? '').replace(/With\w+$/, ''));
      const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      const answer = operation.responses?.['200'] as OpenAPIV3_1.ResponseObject;
      const where = `${method} ${path}`;
      if (body?.content['application/json'])
        expect(body.content['application/json'].example, where).toEqual(example?.body);
      if (answer.content?.['application/json'])
        expect(answer.content['application/json'].example, where).toEqual(example?.response);
    }
  });
});
