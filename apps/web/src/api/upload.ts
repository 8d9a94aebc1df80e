import { type AnswerOf, type AnyEndpoint, fillPath, type InputOf } from '@grocery/contracts';
import {
  ApiError,
  apiUrl,
  type HttpMethod,
  interpretAnswer,
  type RequestOptions,
  requestHeaders,
} from './client';

/** How much of an upload's body has gone: bytes sent of the total, and that as 0..1. */
export type UploadProgress = { loaded: number; total: number; fraction: number };

type UploadOptions<T> = Pick<RequestOptions<T>, 'parse' | 'allowReject' | 'signal'> & {
  onProgress?: (progress: UploadProgress) => void;
  /** The form field the files go under; the server reads every file part whatever its name. */
  fieldName?: string;
};

/** An upload endpoint's params and query, and the files to send. */
type UploadInput<E> = InputOf<E> & { files: readonly Blob[] };

function formOf(files: readonly Blob[], fieldName: string): FormData {
  const form = new FormData();
  for (const file of files) {
    if (file instanceof File) form.append(fieldName, file, file.name);
    else form.append(fieldName, file);
  }
  return form;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends files to an endpoint declared `upload: true`, as multipart/form-data, reporting progress
 * (fetch cannot report an upload's progress, XMLHttpRequest can). Same URL, headers (the forgery
 * check's X-Requested-With; no JSON content type, the browser sets the multipart one with its
 * boundary) and answer handling as `call`: a rejection or an HTTP error throws an ApiError.
 */
export function upload<E extends AnyEndpoint>(
  endpoint: E,
  input: UploadInput<E>,
  options: UploadOptions<AnswerOf<E>> = {},
): Promise<AnswerOf<E>> {
  const { params, query, files } = input as {
    params?: Record<string, string | number | undefined>;
    query?: RequestOptions<unknown>['query'];
    files: readonly Blob[];
  };
  const method = endpoint.method as HttpMethod;
  const body = formOf(files, options.fieldName ?? 'files');
  const url = apiUrl(fillPath(endpoint.path, params ?? {}), query);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(requestHeaders(method, body)))
      request.setRequestHeader(name, value);
    const { onProgress, signal } = options;
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress({ loaded: event.loaded, total, fraction: total ? Math.min(1, event.loaded / total) : 0 });
      });
    }
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    request.addEventListener('load', () => {
      settle();
      try {
        resolve(interpretAnswer(request.status, parseJson(request.responseText), options));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => {
      settle();
      reject(new ApiError('The server could not be reached.', 0, 'NETWORK_ERROR'));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    if (signal?.aborted) request.abort();
    else request.send(body);
  });
}
