import { TasksScreen } from './list/TasksScreen';
import { devTasksApi } from './queries';

/** /admin/{lang}/development/tasks: the task list on the server's calls. */
export function TasksPage() {
  return <TasksScreen api={devTasksApi} />;
}
