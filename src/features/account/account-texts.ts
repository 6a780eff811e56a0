import { msg } from '../../i18n/msg' with { type: 'macro' };

/** The texts of My Account's screens, shared by its sections so each is written once. */
export const ACCOUNT_TEXT = {
  heading: msg(/*i18n*/ { id: 'account.heading', message: 'My Account' }),
  hello: msg(/*i18n*/ { id: 'account.hello', message: 'Hello,' }),
  menu: msg(/*i18n*/ { id: 'account.menu', message: 'Account menu' }),
  yourOrder: msg(/*i18n*/ { id: 'account.menu.your-order', message: 'Your Order' }),
  profile: msg(/*i18n*/ { id: 'account.menu.profile', message: 'Account Information' }),
  addresses: msg(/*i18n*/ { id: 'account.menu.addresses', message: 'Manage Addresses' }),
  pan: msg(/*i18n*/ { id: 'account.menu.pan', message: 'Pan Card' }),
  loading: msg(/*i18n*/ { id: 'account.loading', message: 'Loading...' }),
  tryAgain: msg(/*i18n*/ { id: 'account.try-again', message: 'Try again' }),
  edit: msg(/*i18n*/ { id: 'account.edit', message: 'Edit' }),
  save: msg(/*i18n*/ { id: 'account.save', message: 'Save' }),
  cancel: msg(/*i18n*/ { id: 'account.cancel', message: 'Cancel' }),
  delete: msg(/*i18n*/ { id: 'account.delete', message: 'Delete' }),
} as const;

/** Account Information's own texts. */
export const PROFILE_TEXT = {
  firstName: msg(/*i18n*/ { id: 'account.profile.first-name', message: 'First Name' }),
  lastName: msg(/*i18n*/ { id: 'account.profile.last-name', message: 'Last Name' }),
  gender: msg(/*i18n*/ { id: 'account.profile.gender', message: 'Gender' }),
  male: msg(/*i18n*/ { id: 'account.profile.male', message: 'Male' }),
  female: msg(/*i18n*/ { id: 'account.profile.female', message: 'Female' }),
  email: msg(/*i18n*/ { id: 'account.profile.email', message: 'Email Address' }),
  mobile: msg(/*i18n*/ { id: 'account.profile.mobile', message: 'Mobile Number' }),
  username: msg(/*i18n*/ { id: 'account.profile.username', message: 'Username' }),
  newPicture: msg(
    /*i18n*/ {
      id: 'account.profile.new-picture',
      message: 'Preview of the new profile picture',
    },
  ),
  picture: msg(/*i18n*/ { id: 'account.profile.picture', message: 'Profile picture' }),
  pictureField: msg(/*i18n*/ { id: 'account.profile.picture-field', message: 'Profile Picture' }),
  pictureHelp: msg(
    /*i18n*/ {
      id: 'account.profile.picture-help',
      message: 'A JPEG, PNG or WebP image of up to 2 MB.',
    },
  ),
  keepPicture: msg(
    /*i18n*/ {
      id: 'account.profile.keep-picture',
      message: 'Keep the current picture',
    },
  ),
} as const;

/** Pan Card's own texts. */
export const PAN_TEXT = {
  number: msg(/*i18n*/ { id: 'account.pan.number', message: 'PAN Card Number' }),
  fullName: msg(/*i18n*/ { id: 'account.pan.full-name', message: 'Full Name' }),
  fullNameHelp: msg(
    /*i18n*/ {
      id: 'account.pan.full-name-help',
      message: 'As it appears on your PAN card',
    },
  ),
  image: msg(/*i18n*/ { id: 'account.pan.image', message: 'PAN Card Image (JPEG only)' }),
  declaration: msg(
    /*i18n*/ {
      id: 'account.pan.declaration',
      message:
        'I do hereby declare that the PAN furnished above is correct and belongs to me, registered as an account holder with Bazaar. I further declare that I shall solely be held responsible for the consequences of any false PAN declaration.',
    },
  ),
  upload: msg(/*i18n*/ { id: 'account.pan.upload', message: 'Upload' }),
  uploadHint: msg(
    /*i18n*/ {
      id: 'account.pan.upload-hint',
      message: 'Accept the declaration to enable Upload.',
    },
  ),
} as const;

/** Manage Addresses' own texts. */
export const ADDRESS_BOOK_TEXT = {
  none: msg(/*i18n*/ { id: 'account.addresses.none', message: 'No address provided' }),
  add: msg(/*i18n*/ { id: 'account.addresses.add', message: 'Add Address' }),
  deleteTitle: msg(/*i18n*/ { id: 'account.addresses.delete-title', message: 'Delete Address' }),
  deleteQuestion: msg(
    /*i18n*/ {
      id: 'account.addresses.delete-question',
      message: 'Are you sure you want to delete this address?',
    },
  ),
  saved: msg(/*i18n*/ { id: 'account.addresses.card', message: 'Saved address' }),
  landmark: msg(/*i18n*/ { id: 'account.addresses.landmark', message: 'Landmark: {landmark}' }),
  alternatePhone: msg(
    /*i18n*/ {
      id: 'account.addresses.alternate-phone',
      message: 'Alternate phone: {phone}',
    },
  ),
} as const;
