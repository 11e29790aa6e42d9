import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { ownerOf, showsChat } from 'shared-contracts/routes/route-table';
import type { ContractStore } from 'shared-contracts/store/root-state';

import type { ChatLauncherProps } from '../features/chat-launcher/ChatLauncher';
import { Footer } from '../features/footer/Footer';
import { Header } from '../features/header/Header';
import { RenderedPathContext, usePathname } from '../features/navigation/use-pathname';
import type { NotFoundProps, SuggestTowns } from '../features/not-found/NotFoundPage';
import { GlobalStyle } from './GlobalStyle';

/** What every part of the shell is drawn with, in the browser and on the server. */
export interface PartContext {
  store: ContractStore;
  /** The path being drawn: the rendered one on the server and during hydration. */
  pathname: string;
  /** The year in the footer: the render's, so hydration draws the same. */
  year: number;
  suggestTowns?: SuggestTowns;
  /** Start loading the chat remote's code (the visitor is about to press the chat launcher); browser only. */
  prefetchChat?: () => void;
  /** The not-found page: drawn at once on the server, fetched by the browser only where it shows. */
  NotFound: ComponentType<NotFoundProps>;
  /** The chat's launcher: drawn at once on the server, fetched by the browser only where it shows. */
  ChatLauncher: ComponentType<ChatLauncherProps>;
}

function Frame({ context, children }: { context: PartContext; children: ReactNode }) {
  return (
    <Provider store={context.store}>
      <RenderedPathContext.Provider value={context.pathname}>{children}</RenderedPathContext.Provider>
    </Provider>
  );
}

function NotFoundWhenUnowned({ NotFound, suggestTowns }: Pick<PartContext, 'NotFound' | 'suggestTowns'>) {
  const pathname = usePathname();
  // The boundary lets the browser keep the server's HTML until the page's code has arrived.
  return ownerOf(pathname) ? null : (
    <Suspense fallback={null}>
      <NotFound pathname={pathname} suggestTowns={suggestTowns} />
    </Suspense>
  );
}

function ChatLauncherWhereShown({ ChatLauncher, onInterest }: Pick<PartContext, 'ChatLauncher'> & ChatLauncherProps) {
  const pathname = usePathname();
  return showsChat(pathname) ? (
    <Suspense fallback={null}>
      <ChatLauncher onInterest={onInterest} />
    </Suspense>
  ) : null;
}

/** The shell's parts, one per slot of the page; each is its own React root, hydrated on its own. */
export const shellParts = {
  header: (context: PartContext) => (
    <Frame context={context}>
      <GlobalStyle />
      <Header />
    </Frame>
  ),
  notFound: (context: PartContext) => (
    <Frame context={context}>
      <NotFoundWhenUnowned NotFound={context.NotFound} suggestTowns={context.suggestTowns} />
    </Frame>
  ),
  footer: (context: PartContext) => (
    <Frame context={context}>
      <Footer year={context.year} />
    </Frame>
  ),
  chatLauncher: (context: PartContext) => (
    <Frame context={context}>
      <ChatLauncherWhereShown ChatLauncher={context.ChatLauncher} onInterest={context.prefetchChat} />
    </Frame>
  ),
} as const;

export type ShellPart = keyof typeof shellParts;

/** The element id of each part's slot in the page, and its `useId` prefix. */
export const partSlots: Record<ShellPart, { id: string; prefix: string }> = {
  header: { id: 'site-header', prefix: 'shell-header-' },
  notFound: { id: 'shell-not-found', prefix: 'shell-not-found-' },
  footer: { id: 'site-footer', prefix: 'shell-footer-' },
  chatLauncher: { id: 'chat-launcher', prefix: 'shell-chat-launcher-' },
};
