import { createRoot } from 'react-dom/client';

import type { RemoteName } from 'shared-contracts/routes/route-table';
import { ServiceFallback } from 'shared-contracts/ui/ServiceFallback';

import { ChatUnavailable } from './ChatUnavailable';
import type { FallbackRenderer } from './remote-application';

const areas: Record<RemoteName, string> = {
  marketing: 'This page',
  locations: 'Our locations pages',
  shop: 'The shop',
  member: 'The member area',
  chat: 'The chat assistant',
};

export const renderFallback: FallbackRenderer = (element, remote, retry) => {
  const root = createRoot(element);
  root.render(remote === 'chat' ? <ChatUnavailable /> : <ServiceFallback area={areas[remote]} onRetry={retry} />);
  return () => root.unmount();
};
