import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { MemberProfile } from 'shared-contracts/store/session';
import { toastShown, type Toast } from 'shared-contracts/store/toast';
import { App } from './app/App';
import { sessionSlice } from './features/session/sessionSlice';

const toasts = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {},
  extraReducers: (b) => b.addCase(toastShown, (s, a) => void s.items.push(a.payload)),
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The member remote's routes at a path, with the real session slice and a record of toasts. */
export function renderMemberApp(path: string, profile?: MemberProfile) {
  const store = configureStore({
    reducer: combineSlices(sessionSlice, toasts),
    preloadedState: { session: profile ? { signedIn: true, profile } : { signedIn: false, profile: null }, toasts: { items: [] } },
  });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <WhereAmI />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

export const sampleProfile: MemberProfile = {
  name: 'Dana Ortiz',
  email: 'dana@example.com',
  company: 'Ortiz Plumbing',
  joinDate: '2026-11-02',
  premiumUntil: '2026-12-02',
};
