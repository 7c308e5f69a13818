/** The account page: the router loads AccountPage lazily; nothing else is public. */
export {};
