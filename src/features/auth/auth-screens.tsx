/** The screens of the auth feature, as the route tree loads them (one lazy chunk). */
export { LoginScreen } from './login-screen';
export { RegisterScreen } from './register-screen';
