import type { DeliveryWindow, DeliveryWindowInput } from '@grocery/contracts';

/** One row of the windows table as typed (numbers as text). */
export type WindowDraft = {
  /** The row's key in the table (stable while editing). */
  key: string;
  deliveryZoneWindowId: number | null;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  capacity: string;
  cutoffHours: string;
  isActive: boolean;
};

let drafted = 0;
const nextKey = () => {
  drafted += 1;
  return `window-${drafted}`;
};

export function draftsOf(windows: readonly DeliveryWindow[]): WindowDraft[] {
  return windows.map((window) => ({
    key: nextKey(),
    deliveryZoneWindowId: window.deliveryZoneWindowId,
    dayOfWeek: window.dayOfWeek,
    startTime: window.startTime.slice(0, 5),
    endTime: window.endTime.slice(0, 5),
    capacity: window.capacity === null ? '' : String(window.capacity),
    cutoffHours: window.cutoffHours === null ? '' : String(window.cutoffHours),
    isActive: window.isActive,
  }));
}

/** A new row: the day after the last row's (Sunday first), times to fill in, active. */
export function newDraft(drafts: readonly WindowDraft[]): WindowDraft {
  const last = drafts.at(-1);
  return {
    key: nextKey(),
    deliveryZoneWindowId: null,
    dayOfWeek: last ? (last.dayOfWeek + 1) % 7 : 0,
    startTime: '',
    endTime: '',
    capacity: '',
    cutoffHours: '',
    isActive: true,
  };
}

const numberPattern = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A number as typed, or null when blank or not numeric (spec §5). */
export function numberOrNull(text: string): number | null {
  const trimmed = text.trim();
  return numberPattern.test(trimmed) ? Number(trimmed) : null;
}

type WindowProblem = 'timesRequired' | 'startBeforeEnd';

/** The rows as sent (the whole list), or each row's problem by its index. */
export function windowsRequest(
  drafts: readonly WindowDraft[],
): { windows: DeliveryWindowInput[] } | { problems: Map<number, WindowProblem> } {
  const problems = new Map<number, WindowProblem>();
  drafts.forEach((draft, index) => {
    if (!draft.startTime || !draft.endTime) problems.set(index, 'timesRequired');
    else if (draft.startTime >= draft.endTime) problems.set(index, 'startBeforeEnd');
  });
  if (problems.size > 0) return { problems };
  return {
    windows: drafts.map((draft) => ({
      deliveryZoneWindowId: draft.deliveryZoneWindowId,
      dayOfWeek: draft.dayOfWeek,
      startTime: draft.startTime,
      endTime: draft.endTime,
      capacity: numberOrNull(draft.capacity),
      cutoffHours: numberOrNull(draft.cutoffHours),
      isActive: draft.isActive,
    })),
  };
}
