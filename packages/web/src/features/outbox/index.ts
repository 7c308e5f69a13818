/** The outbox page (administrators): the router loads OutboxPage lazily; nothing else is public. */
export {};
