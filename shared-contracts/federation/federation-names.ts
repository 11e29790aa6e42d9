/** Federation container names: identifiers, since they become globals. */
export const federationNames = {
  shell: 'shell',
  marketing: 'mfe_marketing',
  locations: 'mfe_locations',
  shop: 'mfe_shop',
  member: 'mfe_member',
  chat: 'mfe_chat',
} as const;
