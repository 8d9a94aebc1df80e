import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

type Encoding = 'br' | 'gzip';
const encodings: Encoding[] = ['br', 'gzip'];
const encode: Record<Encoding, (text: string) => Buffer> = {
  br: (text) =>
    brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
      },
    }),
  gzip: (text) => gzipSync(text, { level: 9 }),
};

/** Whether `If-None-Match` names this tag (weak comparison, RFC 9110 13.1.2), or is `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((listed) => {
    const tag = listed.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/**
 * An answer made once and sent many times (the catalogue's answer cache and the rendered pages'
 * cache hold these): its brotli and gzip forms are made when first asked for and kept with it, so a
 * cached answer costs no compression per request. The compression plugin leaves an answer that
 * already says its encoding. With `revalidate`, it goes out with a strong ETag, the SHA-256 of its
 * text hashed once, suffixed per encoding (each form is other bytes), and a request naming that tag
 * in `If-None-Match` gets 304 without a body (decision 0075).
 */
export class EncodedText {
  private readonly forms = new Map<Encoding, Buffer>();
  private readonly compressible: boolean;
  private hash: string | undefined;

  constructor(
    readonly text: string,
    private readonly contentType: string,
  ) {
    this.compressible = Buffer.byteLength(text) >= compressionThresholdBytes;
  }

  /** The strong ETag of the answer sent with this encoding (none: the plain text). */
  etag(encoding: Encoding | null): string {
    this.hash ??= createHash('sha256').update(this.text).digest('base64url').slice(0, 27);
    return `"${this.hash}${encoding ? `-${encoding}` : ''}"`;
  }

  send(
    request: Pick<FastifyRequest, 'headers'>,
    reply: FastifyReply,
    options: { revalidate?: boolean } = {},
  ): FastifyReply {
    const encoding = this.compressible
      ? (negotiate(request.headers['accept-encoding'] ?? '', encodings) as Encoding | null)
      : null;
    if (options.revalidate) {
      const etag = this.etag(encoding);
      reply.header('etag', etag);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    }
    reply.type(this.contentType);
    if (!encoding) return reply.send(this.text);
    let form = this.forms.get(encoding);
    if (!form) {
      form = encode[encoding](this.text);
      this.forms.set(encoding, form);
    }
    return reply.header('content-encoding', encoding).send(form);
  }
}

/** A JSON answer made once and sent many times. */
export class EncodedJson extends EncodedText {
  constructor(text: string) {
    super(text, 'application/json; charset=utf-8');
  }
}
