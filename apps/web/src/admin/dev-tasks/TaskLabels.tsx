import type { DevTaskPriority, DevTaskStatus } from '@grocery/contracts';
import { useTexts } from '../../i18n/useTexts';
import { devTaskValuesTexts } from './texts';

/** A task's status as a coloured label (development.css). */
export function StatusLabel({ status }: { status: DevTaskStatus }) {
  const texts = useTexts(devTaskValuesTexts);
  return <span className={`dev-task-label dev-task-status--${status}`}>{texts[status]}</span>;
}

/** A task's priority as a coloured label (development.css). */
export function PriorityLabel({ priority }: { priority: DevTaskPriority }) {
  const texts = useTexts(devTaskValuesTexts);
  return <span className={`dev-task-label dev-task-priority--${priority}`}>{texts[priority]}</span>;
}
