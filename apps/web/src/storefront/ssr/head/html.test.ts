import { describe, expect, it } from 'vitest';
import { escapeHtml, safeJsonForScript, voidTag } from './html';

describe('safeJsonForScript', () => {
  it('leaves nothing that can end a script element or start a comment, and parses back', () => {
    const value = {
      name: '</script><script>alert(1)</script>',
      note: '<!-- & -->',
      lines: 'a\u2028b\u2029c',
    };
    const json = safeJsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('refuses a value JSON cannot write', () => {
    expect(() => safeJsonForScript(undefined)).toThrow(/no JSON form/);
  });
});

describe('escapeHtml and voidTag', () => {
  it('escapes both quote kinds, ampersands and angle brackets', () => {
    expect(escapeHtml(`Tom & Jerry's "best" <b>`)).toBe('Tom &amp; Jerry&#39;s &quot;best&quot; &lt;b&gt;');
    expect(voidTag('meta', { name: 'description', content: 'A "quoted" & <odd> one' })).toBe(
      '<meta name="description" content="A &quot;quoted&quot; &amp; &lt;odd&gt; one">',
    );
  });
});
