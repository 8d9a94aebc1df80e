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
import { buildTestApp, type TestApp } from '../../test/app';

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

  it('describes the session cookie and asks for it on every route that is not public', () => {
    const cookie = Object.entries(document.components?.securitySchemes ?? {}).find(
      ([, scheme]) => 'type' in scheme && scheme.type === 'apiKey' && scheme.in === 'cookie',
    );
    expect(cookie?.[1]).toMatchObject({ name: 'sid' });
    const cookieName = cookie?.[0] as string;
    const all = operations();
    expect(all.length).toBeGreaterThan(30);
    for (const { path, method, operation } of all) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      if (!isPublic(operation))
        expect(operation.security, `${method} ${path}`).toEqual([{ [cookieName]: [] }]);
    }
    const admin = document.paths?.['/api/admin/me']?.get as Operation;
    expect(admin.security).toEqual([{ [cookieName]: [] }]);
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
    }
    expect(Object.keys(document.paths?.[userEndpoints.logout.path]?.post?.responses ?? {})).not.toContain(
      '429',
    );
  });

  it('documents the forgery-check header on every mutating call', () => {
    expect(document.info.description).toContain('X-Requested-With');
    for (const { path, method, operation } of operations().filter(({ method }) => mutating.has(method))) {
      const headers = parameters(operation).filter((parameter) => parameter.in === 'header');
      expect(
        headers.map((header) => header.name.toLowerCase()),
        `${method} ${path}`,
      ).toContain('x-requested-with');
    }
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
});
