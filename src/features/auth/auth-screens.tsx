/** The screens of the auth feature, as the route tree loads them (one lazy chunk). */
export { LoginScreen } from './login-screen';
export { LogoutScreen } from './logout-screen';
export { ProtectedOutlet } from './protected-outlet';
export { RegisterScreen } from './register-screen';
