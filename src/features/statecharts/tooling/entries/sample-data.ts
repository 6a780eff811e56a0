import {
  ApiError,
  type LoginResponse,
  type Profile,
  type RegisterResponse,
  type User,
} from '../../../../api';

/** The demo shopper and the server's answers about them, shared by the entries' stub outcomes. */
export const aarav: User = {
  id: 1,
  first_name: 'Aarav',
  last_name: 'Sharma',
  email: 'demo@bazaar.in',
  phone: '9876543210',
  username: 'aarav',
  gender: 'male',
  image_url: null,
};

export const loginResponse: LoginResponse = {
  access_token: 'access-token',
  refresh_token: 'refresh-token',
  user: aarav,
};

export const registerResponse: RegisterResponse = {
  message: 'User registered successfully!',
  user: { ...aarav, id: 2, email: 'priya@example.in', first_name: 'Priya', last_name: 'Nair' },
};

export const networkError = new ApiError('network', 'Failed to fetch', null, null);

/** The same shopper's profile: what GET /api/user/profile/ answers, the user without its id. */
const { id: _id, ...profile } = aarav;
export const aaravProfile: Profile = profile;

export const picture = new File(['picture'], 'me.png', { type: 'image/png' });
export const notAPicture = new File(['notes'], 'notes.txt', { type: 'text/plain' });
