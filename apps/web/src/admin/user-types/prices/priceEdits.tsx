import { createContext, useContext } from 'react';
import type { PriceEdit, PriceField } from './pendingPrices';

/** A message on one field of one row: a typed value's problem or the server's refusal. */
export type RowMessages = ReadonlyMap<number, Partial<Record<PriceField, string>>>;

type PriceEditsState = {
  edits: ReadonlyMap<number, PriceEdit>;
  messages: RowMessages;
  type: (edit: PriceEdit) => void;
};

/**
 * The page's edits, read by the grid's input cells through context: the columns stay the same
 * object while typing (a new column array rebuilds the grid's model).
 */
export const PriceEditsContext = createContext<PriceEditsState>({
  edits: new Map(),
  messages: new Map(),
  type: () => {},
});

export const usePriceEdits = () => useContext(PriceEditsContext);
