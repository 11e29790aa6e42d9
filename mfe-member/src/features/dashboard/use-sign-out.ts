import { useDispatch } from 'react-redux';

import { pagePaths } from 'shared-contracts/routes/route-table';
import { useNavigate } from 'shared-contracts/routing/router';
import { memberSignedOut } from 'shared-contracts/store/session';
import { toastShown } from 'shared-contracts/store/toast';

export function useSignOut() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return () => {
    navigate(pagePaths.home);
    dispatch(memberSignedOut());
    dispatch(toastShown({ title: 'Logged out successfully', description: 'Come back any time.', variant: 'success' }));
  };
}
