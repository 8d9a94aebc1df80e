import { ApiError } from '../api/client';

/** The global error shown by the application error screen. */
export type AppError = {
  /** Ticket number: the server's ticketId for API faults; absent otherwise. */
  id?: string;
  message: string;
  details?: string;
};

export function toAppError(error: unknown): AppError {
  if (error instanceof ApiError) {
    return {
      id: error.ticketId,
      message: error.message,
      details: `${error.reason}${error.status ? ` (HTTP ${error.status})` : ''}`,
    };
  }
  if (error instanceof Error) {
    return { message: error.message || error.name, details: error.name === 'Error' ? undefined : error.name };
  }
  return { message: String(error) };
}
