import type { AppI18n } from '../../i18n/i18n-context';
import type { Message, Shown } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/**
 * The texts the server answers a form with (mocks/handlers, mocks/lib/validation.ts, the address
 * rules of src/lib/address.ts that the form checks too), each with our message for it, so a
 * refusal reads in the page's language. Keyed by the server's exact English.
 */
const KNOWN: Record<string, Message> = {
  'Invalid email or password': msg(
    /*i18n*/ {
      id: 'form.server.invalid-login',
      message: 'Invalid email or password',
    },
  ),
  'Email and password are required.': msg(
    /*i18n*/ {
      id: 'form.server.login-required',
      message: 'Email and password are required.',
    },
  ),
  'This field is required.': msg(
    /*i18n*/ {
      id: 'form.server.required',
      message: 'This field is required.',
    },
  ),
  'This field must be text.': msg(
    /*i18n*/ {
      id: 'form.server.not-text',
      message: 'This field must be text.',
    },
  ),
  'Enter a valid email address.': msg(
    /*i18n*/ {
      id: 'form.server.email',
      message: 'Enter a valid email address.',
    },
  ),
  'A user with this email already exists.': msg(
    /*i18n*/ {
      id: 'form.server.email-taken',
      message: 'A user with this email already exists.',
    },
  ),
  'Enter a valid 10-digit Indian mobile number.': msg(
    /*i18n*/ {
      id: 'form.server.phone',
      message: 'Enter a valid 10-digit Indian mobile number.',
    },
  ),
  'Passwords do not match.': msg(
    /*i18n*/ {
      id: 'form.server.password-mismatch',
      message: 'Passwords do not match.',
    },
  ),
  'Select a valid choice: male or female.': msg(
    /*i18n*/ {
      id: 'form.server.gender',
      message: 'Select a valid choice: male or female.',
    },
  ),
  'The submitted data was not a file.': msg(
    /*i18n*/ {
      id: 'form.server.not-a-file',
      message: 'The submitted data was not a file.',
    },
  ),
  'The submitted file is empty.': msg(
    /*i18n*/ {
      id: 'form.server.empty-file',
      message: 'The submitted file is empty.',
    },
  ),
  'Image must be 2 MB or smaller.': msg(
    /*i18n*/ {
      id: 'form.server.image-too-large',
      message: 'Image must be 2 MB or smaller.',
    },
  ),
  'Upload a JPEG, PNG or WebP image.': msg(
    /*i18n*/ {
      id: 'form.server.image-type',
      message: 'Upload a JPEG, PNG or WebP image.',
    },
  ),
  'Enter a valid 6-digit pincode.': msg(
    /*i18n*/ {
      id: 'form.server.pincode',
      message: 'Enter a valid 6-digit pincode.',
    },
  ),
  'Select a state or union territory from the list.': msg(
    /*i18n*/ {
      id: 'form.server.state',
      message: 'Select a state or union territory from the list.',
    },
  ),
  'Select Home or Work.': msg(
    /*i18n*/ {
      id: 'form.server.address-type',
      message: 'Select Home or Work.',
    },
  ),
  'You can keep up to 20 addresses.': msg(
    /*i18n*/ {
      id: 'form.server.addresses-full',
      message: 'You can keep up to 20 addresses.',
    },
  ),
  'Address not found.': msg(
    /*i18n*/ {
      id: 'form.server.address-not-found',
      message: 'Address not found.',
    },
  ),
};

/** Texts with a limit in them: the number becomes the message's `{limit}`. */
const WITH_LIMIT: readonly (readonly [RegExp, Message])[] = [
  [
    /^Ensure this field has no more than (\d+) characters\.$/,
    msg(
      /*i18n*/ {
        id: 'form.server.too-long',
        message: 'Ensure this field has no more than {limit} characters.',
      },
    ),
  ],
  [
    /^Password must be at least (\d+) characters long\.$/,
    msg(
      /*i18n*/ {
        id: 'form.server.password-short',
        message: 'Password must be at least {limit} characters long.',
      },
    ),
  ],
  [
    /^Password must be at most (\d+) characters long\.$/,
    msg(
      /*i18n*/ {
        id: 'form.server.password-long',
        message: 'Password must be at most {limit} characters long.',
      },
    ),
  ],
];

/**
 * A text from the server in the page's language: our message for a text we know, else the text
 * exactly as sent (a refusal we have no message for still says what the server meant).
 */
export function serverText({ t }: Pick<AppI18n, 't'>, text: string): string {
  // Own keys only: the server's text is data, and 'constructor' is not one of our messages.
  const known = Object.hasOwn(KNOWN, text) ? KNOWN[text] : undefined;
  if (known) return t(known);
  for (const [pattern, message] of WITH_LIMIT) {
    const limit = pattern.exec(text)?.[1];
    if (limit !== undefined) return t(message, { limit: Number(limit) });
  }
  return text;
}

/** What a form shows, in the page's language: one of our messages, or a text from the server. */
export function shownText(i18n: Pick<AppI18n, 't'>, shown: Shown): string {
  return typeof shown === 'string' ? serverText(i18n, shown) : i18n.t(shown);
}
