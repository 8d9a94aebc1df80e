import type { InputOf, ReplyOf } from '@grocery/contracts';

type BodyExample<E> = E extends { body: string } ? { body: InputOf<E>['body'] } : { body?: never };
type AnswerExample<E> = E extends { response: string } ? { response: ReplyOf<E> } : { response?: never };

/** The example request body and answer of one endpoint, typed by its schemas. */
export type Example<E> = BodyExample<E> & AnswerExample<E>;

/** The endpoints of a feature that take a JSON body or give a JSON answer. */
type Documented<Es> = {
  [K in keyof Es as Es[K] extends { body: string } | { response: string } ? K : never]: Example<Es[K]>;
};

/** A feature's examples, one for each of its endpoints that has a body or an answer. */
export const examplesOf =
  <Es>() =>
  (examples: Documented<Es>) =>
    examples;
