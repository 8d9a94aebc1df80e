import {
  fillText,
  firstAllowed,
  formatQuantity,
  isQuantityDraft,
  lastAllowed,
  type QuantityRule,
  stepDown,
  stepUp,
  type Thousandths,
} from '@grocery/contracts';
import { useId, useRef, useState } from 'react';
import { useHydrated } from '../../../components/hydrated/useHydrated';
import { Icon } from '../../../components/icons/Icon';
import { useTexts } from '../../../i18n/useTexts';
import { commitDraft, fieldText, type QuantityDraft, showValue } from './quantityDraft';
import { cartSharedTexts } from './texts';
import './quantitySelector.css';

type Props = {
  value: Thousandths;
  /** May return a promise: when it settles the field shows `value` again (the change may have been refused). */
  onChange: (value: Thousandths) => unknown;
  rule: QuantityRule;
  unit: 'unit' | 'kg';
  /** The product's name: the input is labelled 'Quantity of {name}'. */
  productName: string;
  disabled?: boolean;
};

/**
 * Minus, a number field and plus, moving by the product's step from its minimum (decimals for goods
 * sold by weight, with 'kg' beside them). The field takes only digits, one leading minus and one
 * decimal point (spec 5); a value out of range or off the step is rejected on leaving the field,
 * the previous value comes back and a short note says why. A typed value is applied once (Enter,
 * Tab or leaving the field), never twice.
 */
export function QuantitySelector({ value, onChange, rule, unit, productName, disabled }: Props) {
  const texts = useTexts(cartSharedTexts);
  const hydrated = useHydrated();
  const id = useId();
  const [draft, setDraftState] = useState<QuantityDraft>(showValue);
  const [note, setNote] = useState<string | null>(null);
  // Read by commit: Enter and the blur after it may both run before a render brings the new draft.
  const latest = useRef(draft);
  const setDraft = (next: QuantityDraft) => {
    latest.current = next;
    setDraftState(next);
  };
  const unitLabel = unit === 'kg' ? texts.kg : null;
  const withUnit = (quantity: Thousandths) =>
    unitLabel ? `${formatQuantity(quantity)} ${unitLabel}` : formatQuantity(quantity);

  /** Hands a quantity to the owner; once it is saved (or refused) the field shows the owner's value. */
  const apply = (next: Thousandths) => {
    const done = onChange(next);
    const settled = () => {
      if (latest.current.state === 'saving') setDraft(showValue);
    };
    if (done instanceof Promise) done.then(settled, settled);
    else settled();
  };

  const commit = () => {
    const result = commitDraft(latest.current, value, rule);
    setDraft(result.draft);
    if (result.change !== null) {
      setNote(null);
      apply(result.change);
    }
    if (result.problem)
      setNote(
        result.problem === 'belowMinimum'
          ? fillText(texts.atLeast, { minimum: withUnit(firstAllowed(rule)) })
          : result.problem === 'aboveMaximum'
            ? fillText(texts.atMost, { maximum: withUnit(lastAllowed(rule)) })
            : fillText(texts.multipleOf, { step: withUnit(rule.step) }),
      );
  };

  const move = (next: Thousandths) => {
    setNote(null);
    if (next !== value) apply(next);
  };

  return (
    <div className="quantity">
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__button"
          aria-label={texts.decrease}
          aria-controls={id}
          disabled={disabled || value <= firstAllowed(rule)}
          onClick={() => move(stepDown(value, rule))}
        >
          <Icon name="minus" size={18} />
        </button>
        <input
          id={id}
          // Typing waits for the app on a page the server rendered (useHydrated).
          readOnly={!hydrated}
          className="quantity__input"
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          aria-label={fillText(texts.quantityOf, { name: productName })}
          aria-describedby={note ? `${id}-note` : undefined}
          disabled={disabled}
          value={fieldText(draft, value)}
          onChange={(event) => {
            if (isQuantityDraft(event.target.value)) setDraft({ state: 'typed', text: event.target.value });
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        {unitLabel && <span className="quantity__unit">{unitLabel}</span>}
        <button
          type="button"
          className="quantity__button"
          aria-label={texts.increase}
          aria-controls={id}
          disabled={disabled || value >= lastAllowed(rule)}
          onClick={() => move(stepUp(value, rule))}
        >
          <Icon name="plus" size={18} />
        </button>
      </div>
      <p className="quantity__note" id={`${id}-note`} role="status">
        {note}
      </p>
    </div>
  );
}
