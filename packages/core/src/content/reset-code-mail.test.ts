import { describe, expect, it } from 'vitest';
import { codeInMail, resetCodeMail } from './reset-code-mail';

describe('the reset-code mail', () => {
  it('carries the code and its validity in text and HTML, with the name escaped', () => {
    const mail = resetCodeMail('<Asha>', '042917');
    expect(mail.subject).toBe('Your ShopLane password reset code');
    expect(mail.text).toContain('Your one-time code is 042917. It expires in 10 minutes.');
    expect(mail.html).toContain('Hello &lt;Asha&gt;,');
    expect(mail.html).not.toContain('<Asha>');
  });

  it('gives its code back to whoever reads the mailbox', () => {
    expect(codeInMail(resetCodeMail('Asha', '042917').text)).toBe('042917');
    expect(codeInMail('no code here')).toBeUndefined();
  });
});
