import { onTestFinished, vi } from 'vitest';
import type { SentRequest } from './fakeServer';

type Answer = { status: number; body: unknown } | 'network-error';
type Listener = (event: ProgressEvent) => void;

/**
 * Uploads go by XMLHttpRequest (fetch cannot report progress): this stands in for it, handing each
 * upload to `answer` as a SentRequest with its form and a `progress(fraction)` the test may call.
 */
export function fakeUploads(answer: (request: SentRequest) => Promise<Answer>) {
  class FakeUpload {
    status = 0;
    responseText = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    private listeners = new Map<string, Listener[]>();
    private progressListeners: Listener[] = [];
    readonly upload = {
      addEventListener: (_type: string, listener: Listener) => this.progressListeners.push(listener),
    };
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    abort() {
      this.fire('abort');
    }
    private fire(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener(new ProgressEvent(type));
    }
    send(body: FormData) {
      const url = new URL(this.url, window.location.origin);
      const progress = (fraction: number) => {
        const event = new ProgressEvent('progress', {
          lengthComputable: true,
          loaded: Math.round(fraction * 1000),
          total: 1000,
        });
        for (const listener of this.progressListeners) listener(event);
      };
      const request = {
        method: this.method,
        path: url.pathname,
        query: url.searchParams,
        headers: this.headers,
        form: body,
        progress,
      };
      void answer(request).then((found) => {
        if (found === 'network-error') return this.fire('error');
        this.status = found.status;
        this.responseText = JSON.stringify(found.body);
        this.fire('load');
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}
