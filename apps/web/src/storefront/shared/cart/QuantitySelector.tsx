import { useEffect, useId, useState } from 'react';
import { Icon } from '../../../components/icons/Icon';
import { fillText } from '../../../i18n/dictionary';
import { useTexts } from '../../../i18n/useTexts';
import {
  checkQuantity,
  firstAllowed,
  formatQuantity,
  isQuantityDraft,
  lastAllowed,
  parseQuantityDraft,
  type QuantityRule,
  stepDown,
  stepUp,
  type Thousandths,
} from './quantity';
import { cartSharedTexts } from './texts';
import './quantitySelector.css';

type Props = {
  value: Thousandths;
  onChange: (value: Thousandths) => void;
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
 * the previous value comes back and a short note says why.
 */
export function QuantitySelector({ value, onChange, rule, unit, productName, disabled }: Props) {
  const texts = useTexts(cartSharedTexts);
  const id = useId();
  const [draft, setDraft] = useState(formatQuantity(value));
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => setDraft(formatQuantity(value)), [value]);
  const unitLabel = unit === 'kg' ? texts.kg : null;
  const withUnit = (quantity: Thousandths) =>
    unitLabel ? `${formatQuantity(quantity)} ${unitLabel}` : formatQuantity(quantity);

  const commit = () => {
    const typed = parseQuantityDraft(draft);
    if (typed === null || typed === value) {
      setDraft(formatQuantity(value));
      return;
    }
    const check = checkQuantity(typed, rule);
    if (check === 'ok') {
      setNote(null);
      onChange(typed);
      return;
    }
    setDraft(formatQuantity(value));
    setNote(
      check === 'belowMinimum'
        ? fillText(texts.atLeast, { minimum: withUnit(firstAllowed(rule)) })
        : check === 'aboveMaximum'
          ? fillText(texts.atMost, { maximum: withUnit(lastAllowed(rule)) })
          : fillText(texts.multipleOf, { step: withUnit(rule.step) }),
    );
  };

  const move = (next: Thousandths) => {
    setNote(null);
    if (next !== value) onChange(next);
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
          className="quantity__input"
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          aria-label={fillText(texts.quantityOf, { name: productName })}
          aria-describedby={note ? `${id}-note` : undefined}
          disabled={disabled}
          value={draft}
          onChange={(event) => {
            if (isQuantityDraft(event.target.value)) setDraft(event.target.value);
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
