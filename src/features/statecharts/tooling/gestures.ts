import type { AnyStateMachine, EventFromLogic } from 'xstate';
import type { cartMachine } from '../../../../machines/cart.machine';
import type { checkoutMachine } from '../../../../machines/checkout.machine';
import type { listingSortMachine } from '../../../../machines/listing-sort.machine';
import type { loginMachine } from '../../../../machines/login.machine';
import type { panMachine } from '../../../../machines/pan.machine';
import type { profileMachine } from '../../../../machines/profile.machine';
import type { registrationMachine } from '../../../../machines/registration.machine';
import type { sessionMachine } from '../../../../machines/session.machine';
import type { wishlistMachine } from '../../../../machines/wishlist.machine';

/** What sends a machine event in the running app. */
export type Gesture =
  /** A shopper's action on a screen. */
  | {
      readonly kind: 'gesture';
      /** Where: a route of spec §2, or where the control lives (the navigation bar). */
      readonly where: string;
      readonly gesture: string;
      /** How the gesture reaches this machine, when another machine or actor relays it. */
      readonly via?: string;
    }
  /** No gesture: the screen or the browser sends it by itself (data arriving, another tab). */
  | { readonly kind: 'trigger'; readonly where: string; readonly trigger: string };

/**
 * Every event of a machine mapped to what sends it. Mapped over the machine's event union, so a
 * new event without an entry here fails to compile (and so does an entry for an event that no
 * longer exists).
 */
export type GestureTable<TMachine extends AnyStateMachine> = {
  readonly [Type in EventFromLogic<TMachine>['type']]: Gesture;
};

const LISTING = '/products/, /search/, /cat/{slug}, /brand/{slug}';

/** A shopper's action at `where` that reaches the machine directly. */
function gesture(where: string, action: string): Gesture {
  return { kind: 'gesture', where, gesture: action };
}

function sortGesture(label: string): Gesture {
  return gesture(
    LISTING,
    `Press '${label}' in the Sort By bar (768 px and wider), or choose it in the Sort dialog (narrower)`,
  );
}

export const sessionGestures = {
  'session.login': {
    kind: 'gesture',
    where: '/login',
    gesture: 'Log in: fill Email and Password, press Login',
    via: "the login machine fires userLoggedIn and the session's watchSession actor relays it (another tab storing a session does the same)",
  },
  'session.logout': {
    kind: 'gesture',
    where: 'navigation bar, any page',
    gesture: 'Open the account menu (the first name), choose Logout',
    via: 'the Logout item opens /logout, whose screen logs out',
  },
  'session.loggedOut': {
    kind: 'trigger',
    where: 'any page',
    trigger:
      "Another tab logs out (its storage changes reach this tab), or the userLoggedOut window event fires; the session's watchSession actor relays it",
  },
  'session.userUpdated': {
    kind: 'trigger',
    where: '/account, Account Information',
    trigger: 'Edit, change the first name, press Save: the profile machine tells the session',
  },
} as const satisfies GestureTable<typeof sessionMachine>;

export const loginGestures = {
  'login.change': gesture('/login', 'Type in the Email or Password field'),
  'login.submit': gesture('/login', 'Press Login (or Enter in a field)'),
} as const satisfies GestureTable<typeof loginMachine>;

export const registrationGestures = {
  'registration.change': gesture(
    '/register',
    'Type in any of the six fields (First Name ... Confirm Password)',
  ),
  'registration.submit': gesture('/register', 'Press Register (or Enter in a field)'),
} as const satisfies GestureTable<typeof registrationMachine>;

export const listingSortGestures = {
  'sort.popularity': sortGesture('Popularity'),
  'sort.priceLowToHigh': sortGesture('Price -- Low to High'),
  'sort.priceHighToLow': sortGesture('Price -- High to Low'),
  'sort.newestFirst': sortGesture('Newest First'),
} as const satisfies GestureTable<typeof listingSortMachine>;

const PROFILE = '/account, Account Information';

export const profileGestures = {
  'profile.retry': gesture(PROFILE, "Press 'Try again' under 'Failed to fetch user data.'"),
  'profile.edit': gesture(PROFILE, 'Press Edit'),
  'profile.change': gesture(PROFILE, 'Type in First Name or Last Name (while editing)'),
  'profile.gender': gesture(PROFILE, 'Choose Male or Female (while editing)'),
  'profile.image': gesture(
    PROFILE,
    "Choose a file in Profile Picture, or press 'Keep the current picture' (while editing)",
  ),
  'profile.save': gesture(PROFILE, 'Press Save (the Edit button, renamed while editing)'),
  'profile.cancel': gesture(PROFILE, 'Press Cancel (while editing)'),
} as const satisfies GestureTable<typeof profileMachine>;

const PAN = '/account, Pan Card';

export const panGestures = {
  'pan.change': gesture(PAN, 'Type in PAN Card Number or Full Name'),
  'pan.file': gesture(PAN, 'Choose a file in PAN Card Image (JPEG only)'),
  'pan.accept': gesture(PAN, 'Tick the declaration'),
  'pan.decline': gesture(PAN, 'Untick the declaration'),
  'pan.upload': gesture(PAN, 'Press Upload (enabled once the declaration is ticked)'),
} as const satisfies GestureTable<typeof panMachine>;

const LOG_IN: Gesture = {
  kind: 'gesture',
  where: '/login',
  gesture: 'Log in: fill Email and Password, press Login',
  via: 'the session emits session.signedIn and src/app/shop-actors.ts passes the account on (a stored session validated when the page starts does the same)',
};

const LOG_OUT: Gesture = {
  kind: 'gesture',
  where: 'navigation bar, any page',
  gesture: 'Open the account menu (the first name), choose Logout',
  via: 'the session emits session.signedOut and src/app/shop-actors.ts passes it on (another tab logging out, or a 401 the cart or wishlist met, does the same)',
};

export const cartGestures = {
  'cart.item.add': gesture(
    '/product/{slug}, /cart, /wishlist',
    'Press Add to Cart on the product page or a wishlist card, or + on a cart line',
  ),
  'cart.item.decrease': gesture('/cart', 'Press − on a line (disabled at 1)'),
  'cart.item.remove': gesture('/cart', 'Press Remove on a line, then Remove in the dialog'),
  'cart.login': LOG_IN,
  'cart.logout': LOG_OUT,
  'cart.retry': gesture(
    '/cart',
    "Press 'Try again' under 'Your cart could not be loaded.', or beside the offline message",
  ),
  'cart.online': {
    kind: 'trigger',
    where: 'any page',
    trigger: "The browser is back online: src/app/shop-actors.ts relays the window's online event",
  },
  'cart.reload': {
    kind: 'trigger',
    where: '/checkout',
    trigger:
      "An order placed from the cart (the server removed its lines): the checkout screen calls the cart handle's reload",
  },
} as const satisfies GestureTable<typeof cartMachine>;

export const wishlistGestures = {
  'wishlist.item.add': gesture(
    '/product/{slug}',
    'Press Add to Wishlist (a guest logs in first and comes back with the product added)',
  ),
  'wishlist.item.remove': gesture(
    '/product/{slug}, /wishlist',
    'Press Remove from Wishlist on the product page, or Remove on a wishlist card',
  ),
  'wishlist.login': LOG_IN,
  'wishlist.logout': LOG_OUT,
  'wishlist.retry': gesture(
    '/wishlist',
    "Press 'Try again' under 'Your wishlist could not be loaded.'",
  ),
} as const satisfies GestureTable<typeof wishlistMachine>;

const CHECKOUT = '/checkout, /checkout?product={slug}';

export const checkoutGestures = {
  'checkout.address.choose': gesture(CHECKOUT, 'Choose a saved address (radio option)'),
  'checkout.address.add': gesture(CHECKOUT, "Press 'Add a new address'"),
  'checkout.address.cancel': gesture(CHECKOUT, 'Press Cancel (or Escape) in the address form'),
  'checkout.address.save': gesture(CHECKOUT, 'Fill in the address form, press Save'),
  'checkout.address.confirm': gesture(CHECKOUT, "Press 'Deliver Here'"),
  'checkout.address.change': gesture(CHECKOUT, "Press Change beside 'Delivery address'"),
  'checkout.summary.change': gesture(CHECKOUT, "Press Change beside 'Order summary'"),
  'checkout.continue': gesture(CHECKOUT, 'Press Continue under the order summary'),
  'checkout.payment.choose': gesture(
    CHECKOUT,
    'Choose Cash on Delivery, UPI or EMI (and an EMI tenure)',
  ),
  'checkout.place': gesture(CHECKOUT, "Press 'Place order'"),
  'checkout.retry': gesture(
    CHECKOUT,
    "Press 'Try again' under a failed read (the addresses, the order summary)",
  ),
} as const satisfies GestureTable<typeof checkoutMachine>;

/** The gesture tables by machine id. */
export const GESTURES = {
  session: sessionGestures,
  login: loginGestures,
  registration: registrationGestures,
  profile: profileGestures,
  pan: panGestures,
  listingSort: listingSortGestures,
  cart: cartGestures,
  wishlist: wishlistGestures,
  checkout: checkoutGestures,
} as const;
