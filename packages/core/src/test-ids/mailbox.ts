/**
 * The demo mailbox page /mailbox (demo mode): the address form, recent recipients, the newest
 * one-time code and each message (by its id) with its parts.
 */
export const mailboxTestIds = {
  home: 'mailbox-home',
  signIn: 'mailbox-sign-in',
  apiDocs: 'mailbox-api-docs',
  /** Whose mail this browser may read. */
  rule: 'mailbox-rule',
  form: 'mailbox-form',
  email: 'mailbox-email',
  submit: 'mailbox-submit',
  recipients: 'mailbox-recipients',
  /** 'Messages for <address> (<n> messages)'. */
  heading: 'mailbox-heading',
  /** The newest message's one-time code. */
  otp: 'mailbox-otp',
  /** 'No messages for this address yet.' */
  empty: 'mailbox-empty',
  messages: 'mailbox-messages',
  message: (id: string) => `mailbox-message-${id}`,
  messageSubject: 'mailbox-message-subject',
  messageTo: 'mailbox-message-to',
  messageTime: 'mailbox-message-time',
  messageOtp: 'mailbox-message-otp',
  messageBody: 'mailbox-message-body',
} as const;
