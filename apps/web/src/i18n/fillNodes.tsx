import { Fragment, type ReactNode } from 'react';

/**
 * Like `fillText`, but the values may be elements: `fillNodes(texts.sent, { email: <bdi>…</bdi> })`.
 * Use it to isolate left-to-right values (emails) inside Hebrew sentences.
 */
export function fillNodes(text: string, values: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/(\{\w+\})/g);
  return parts.map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    const value = name !== undefined && name in values ? values[name] : part;
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
    return <Fragment key={index}>{value}</Fragment>;
  });
}
