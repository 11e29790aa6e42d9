import { createPortal } from 'react-dom';
import { Provider } from 'react-redux';
import { ownerOf } from 'shared-contracts/routes/route-table';
import type { ContractStore } from 'shared-contracts/store/root-state';
import { Footer } from '../features/footer/Footer';
import { HeadManager } from '../features/head/HeadManager';
import { Header } from '../features/header/Header';
import { usePathname } from '../features/navigation/use-pathname';
import { NotFoundPage, type SuggestTowns } from '../features/not-found/NotFoundPage';
import { ToastArea } from '../features/toasts/ToastArea';
import { GlobalStyle } from './GlobalStyle';

export interface ShellSlots {
  header: HTMLElement;
  footer: HTMLElement;
  toasts: HTMLElement;
  notFound: HTMLElement;
}

interface Props {
  store: ContractStore;
  slots: ShellSlots;
  siteOrigin: string;
  suggestTowns?: SuggestTowns;
}

function NotFoundWhenUnowned({ suggestTowns }: { suggestTowns?: SuggestTowns }) {
  const pathname = usePathname();
  return ownerOf(pathname) ? null : <NotFoundPage pathname={pathname} suggestTowns={suggestTowns} />;
}

/** The shell's own view: header, footer, toasts, `<head>` and not-found, each in its slot of the page. */
export function ShellApp({ store, slots, siteOrigin, suggestTowns }: Props) {
  return (
    <Provider store={store}>
      <GlobalStyle />
      <HeadManager siteOrigin={siteOrigin} />
      {createPortal(<Header />, slots.header)}
      {createPortal(<NotFoundWhenUnowned suggestTowns={suggestTowns} />, slots.notFound)}
      {createPortal(<Footer year={new Date().getFullYear()} />, slots.footer)}
      {createPortal(<ToastArea />, slots.toasts)}
    </Provider>
  );
}
