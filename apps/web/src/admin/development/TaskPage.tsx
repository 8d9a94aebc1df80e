import { useParams } from 'react-router-dom';
import { devTasksApi } from './queries';
import { TaskEditScreen, TaskNewScreen } from './task/TaskScreen';

/** /admin/{lang}/development/tasks/new */
export function TaskNewPage() {
  return <TaskNewScreen api={devTasksApi} />;
}

/** /admin/{lang}/development/tasks/{taskId} */
export function TaskEditPage() {
  const param = useParams().taskId;
  const taskId = param && /^\d{1,15}$/.test(param) ? Number(param) : null;
  return <TaskEditScreen api={devTasksApi} taskId={taskId} />;
}
