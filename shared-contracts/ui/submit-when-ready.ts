import { useHydrated } from 'shared-contracts/remote/use-hydrated';

/**
 * The type of a form's submit button for a form that needs its code to send (sign-in, register,
 * checkout). Its fields take input from the first paint; until the form's code has hydrated, the
 * button is a plain button, so neither a press nor Enter sends the fields the browser's own way
 * (into a URL). A press meanwhile is held by the start script and made again once the page is ready.
 */
export const useSubmitType = (): 'submit' | 'button' => (useHydrated() ? 'submit' : 'button');
