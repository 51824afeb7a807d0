import type { CheckoutProblem, CheckoutValues } from '../checkout-rules';

/** What every part of the checkout form gets: the values, a way to change them, and which problems to show. */
export interface SectionProps {
  values: CheckoutValues;
  set(patch: Partial<CheckoutValues>): void;
  /** true when the problem should be shown (its field was touched, or the shopper tried to submit) */
  shows(problem: CheckoutProblem): boolean;
  touch(problem: CheckoutProblem): void;
  /** why the server refused a field, by the order body's field name ("phone", "name") */
  refused: Record<string, string>;
}
