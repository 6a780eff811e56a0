import { Heading } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';

export function LoginScreen() {
  return <Heading as="h1">Login</Heading>;
}

export function RegisterScreen() {
  return <Heading as="h1">Create Your Account</Heading>;
}

export function LogoutScreen() {
  return <Heading as="h1">Logging out</Heading>;
}

export function ProtectedOutlet() {
  return <Outlet />;
}
