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

/**
 * An answer made once and sent many times (the catalogue's answer cache and the rendered pages'
 * cache hold these): its brotli and gzip forms are made when first asked for and kept with it, so a
 * cached answer costs no compression per request. The compression plugin leaves an answer that
 * already says its encoding.
 */
export class EncodedText {
  private readonly forms = new Map<Encoding, Buffer>();
  private readonly compressible: boolean;

  constructor(
    readonly text: string,
    private readonly contentType: string,
  ) {
    this.compressible = Buffer.byteLength(text) >= compressionThresholdBytes;
  }

  send(request: Pick<FastifyRequest, 'headers'>, reply: FastifyReply): FastifyReply {
    reply.type(this.contentType);
    if (!this.compressible) return reply.send(this.text);
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', encodings) as Encoding | null;
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
