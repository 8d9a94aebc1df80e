import { useParams } from 'react-router-dom';
import { TaskEditScreen } from './task/TaskScreen';

/** /admin/{lang}/development/tasks/{taskId} */
export function TaskEditPage() {
  const param = useParams().taskId;
  const taskId = param && /^\d{1,15}$/.test(param) ? Number(param) : null;
  return <TaskEditScreen taskId={taskId} />;
}
