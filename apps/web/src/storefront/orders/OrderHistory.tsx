import type { OrderEvent } from '@grocery/contracts';
import { formatDateTimeIn } from '@grocery/contracts';
import { useLanguage } from '../../i18n/useLanguage';
import { useTexts } from '../../i18n/useTexts';
import { isPlacedStep, stepsOldestFirst } from './format';
import { StatusBadge } from './StatusBadge';
import { orderDetailsTexts } from './texts';

/**
 * What the shop told the customer about the order, oldest first: the order placed, each status it
 * moved to (with the reason, when there was one) and the notes the shop chose to tell, with dates.
 * Notes are in the words the shop wrote them, so each keeps its own direction.
 */
export function OrderHistory({ history }: { history: readonly OrderEvent[] }) {
  const texts = useTexts(orderDetailsTexts);
  const language = useLanguage();
  const steps = stepsOldestFirst(history);
  if (steps.length === 0) return null;
  return (
    <section className="order-panel" aria-labelledby="order-history-title" data-testid="order-history">
      <h2 id="order-history-title">{texts.history}</h2>
      <ol className="order-steps">
        {steps.map((event, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps only ever grow at the end
          <li key={index} className="order-step" data-testid="order-step">
            <div className="order-step__what">
              {isPlacedStep(steps, event) ? (
                <strong>{texts.placedEvent}</strong>
              ) : event.status ? (
                <StatusBadge status={event.status} />
              ) : (
                <strong>{texts.shopNote}</strong>
              )}
              <time dateTime={event.at} className="order-step__when">
                <bdi dir="ltr">{formatDateTimeIn(language, event.at)}</bdi>
              </time>
            </div>
            {event.note && (
              <p className="order-step__note" dir="auto">
                {event.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
