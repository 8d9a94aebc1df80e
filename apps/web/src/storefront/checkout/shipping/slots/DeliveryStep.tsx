import type { DeliverySlot, ShippingAddress, SlotChoice } from '@grocery/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isSignedOut } from '../../../../api/client';
import { FormMessage } from '../../../../components/form/FormMessage';
import { ErrorState } from '../../../../components/loadState/LoadState';
import { SkeletonCards } from '../../../../components/skeleton/Skeleton';
import { fillNodes } from '../../../../i18n/fillNodes';
import { useLanguage } from '../../../../i18n/useLanguage';
import { useTexts } from '../../../../i18n/useTexts';
import { useViewer } from '../../../shared/catalogue/queries';
import { holdSlot } from '../api';
import { CheckoutStep } from '../CheckoutStep';
import { checkoutQueries } from '../queries';
import { HeldNote } from './HeldNote';
import { SlotPicker } from './SlotPicker';
import { choiceOf, heldSelection, type SlotSelection, sameSlot, slotsByDay } from './slotDays';
import { slotRejectionTexts, slotTexts } from './texts';
import './slots.css';

type HoldProblem = keyof (typeof slotRejectionTexts)['en'] | 'holdFailed';

type Props = {
  /** The selected address; the page gives this step a new key on every change of selection. */
  address: ShippingAddress | null;
  onDefaultChanged: (address: ShippingAddress) => void;
  onAddressGone: () => void;
  onSignedOut: () => void;
};

/**
 * The delivery time of the selected address and continue to checkout (decision 0047). The slots
 * load for the address; the server's hold (from an earlier visit) is the first selection. Picking a
 * slot holds it; a refusal says why and loads the slots again (the slots shown stay meanwhile). An
 * address no zone serves cannot continue. A new address is a new step (the page's key): nothing
 * stays selected, and the next pick replaces the server's hold.
 */
export function DeliveryStep({ address, onSignedOut, ...rest }: Props) {
  const texts = useTexts(slotTexts);
  const rejections = useTexts(slotRejectionTexts);
  const language = useLanguage();
  const addressId = address?.shippingAddressId ?? null;
  const {
    data: shown,
    error,
    isFetching,
    dataUpdatedAt,
    refetch,
  } = useQuery({
    ...checkoutQueries.availability(language, useViewer(), addressId ?? 0),
    enabled: addressId !== null,
  });
  const retry = () => void refetch();
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const [holding, setHolding] = useState<SlotChoice | null>(null);
  const [problem, setProblem] = useState<HoldProblem | null>(null);
  const running = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: every answer (even the same again) selects the server's hold
  useEffect(() => {
    if (shown) setSelection(heldSelection(shown));
  }, [dataUpdatedAt]);
  const signedOut = isSignedOut(error);
  useEffect(() => {
    if (signedOut) onSignedOut();
  }, [signedOut, onSignedOut]);

  const pick = async (slot: DeliverySlot) => {
    if (!address || running.current || sameSlot(slot, selection?.choice)) return;
    running.current = true;
    const choice = choiceOf(slot);
    setHolding(choice);
    setProblem(null);
    try {
      const answer = await holdSlot({ shippingAddressId: address.shippingAddressId, ...choice });
      if (!answer.reject) return setSelection({ choice, expiresAt: answer.hold.expiresAt });
      setProblem(answer.reason);
      retry();
    } catch (error) {
      if (isSignedOut(error)) return onSignedOut();
      console.error('holding the delivery slot failed', error);
      setProblem('holdFailed');
    } finally {
      running.current = false;
      setHolding(null);
    }
  };

  /** Finalize refused the slot: its message shows there; nothing stays chosen and the slots load again. */
  const slotRefused = () => {
    setSelection(null);
    setProblem(null);
    retry();
  };

  const noZone = shown !== undefined && shown.zone === null;
  const selectedSlot = shown?.slots.find((slot) => sameSlot(slot, selection?.choice)) ?? null;
  return (
    <>
      {address && (
        <section className="slots" aria-labelledby="slots-title">
          <h3 id="slots-title">{texts.title}</h3>
          {error ? (
            <ErrorState message={texts.loadFailed} onRetry={retry} />
          ) : !shown ? (
            <SkeletonCards count={2} layout="list" />
          ) : noZone ? (
            <FormMessage tone="info">
              {texts.noZone} {texts.noZoneHint}
            </FormMessage>
          ) : shown.slots.length === 0 ? (
            <FormMessage tone="info">{texts.noSlots}</FormMessage>
          ) : (
            <>
              {shown.zone && (
                <p className="slots__zone" data-testid="slots-zone">
                  {fillNodes(texts.zone, { zone: <bdi dir="auto">{shown.zone.name}</bdi> })}
                </p>
              )}
              <p className="slots__intro">{texts.intro}</p>
              <SlotPicker
                days={slotsByDay(shown.slots)}
                selected={selection?.choice ?? null}
                holding={holding}
                refreshing={isFetching}
                onPick={pick}
              />
            </>
          )}
          <div className="slots__status" aria-live="polite">
            {holding ? (
              <p>{texts.holding}</p>
            ) : (
              selection &&
              selectedSlot && (
                <HeldNote
                  key={`${selection.choice.date}-${selection.choice.deliveryZoneWindowId}-${selection.expiresAt}`}
                  slot={selectedSlot}
                  expiresAt={selection.expiresAt}
                />
              )
            )}
          </div>
          {problem && (
            <FormMessage tone="error">
              {problem === 'holdFailed' ? texts.holdFailed : rejections[problem]}
            </FormMessage>
          )}
        </section>
      )}
      <CheckoutStep
        {...rest}
        address={address}
        slot={selection?.choice ?? null}
        unavailable={noZone}
        onSlotRefused={slotRefused}
        onSignedOut={onSignedOut}
      />
    </>
  );
}
