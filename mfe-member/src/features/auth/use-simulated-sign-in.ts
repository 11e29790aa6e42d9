import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';

import { useLocation, useNavigate } from 'shared-contracts/routing/router';
import { memberSignedIn, type MemberProfile } from 'shared-contracts/store/session';
import { toastShown } from 'shared-contracts/store/toast';

import { returnPath } from '../session';

/** Login and registration are simulated in the browser: no server holds accounts, and the button waits 1.5 s. */
export const SIGN_IN_DELAY_MS = 1500;

/**
 * Submitting shows "Please wait..." for 1.5 s, then the success toast, the signed-in flag
 * (written to local storage by the session slice) and the page the visitor was heading for.
 */
export function useSimulatedSignIn(successTitle: 'Login successful!' | 'Registration successful!') {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function signIn(profile: () => MemberProfile, description: string) {
    setPending(true);
    timer.current = setTimeout(() => {
      dispatch(memberSignedIn(profile()));
      dispatch(toastShown({ title: successTitle, description, variant: 'success' }));
      navigate(returnPath(search));
    }, SIGN_IN_DELAY_MS);
  }

  return { pending, signIn };
}
