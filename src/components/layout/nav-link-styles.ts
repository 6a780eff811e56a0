import type { SystemStyleObject } from '@chakra-ui/react';

/** One look for the links and buttons inside dropdown panels and the drawer. */
export const panelItemStyles: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  px: '4',
  py: '2.5',
  color: 'fg.default',
  fontSize: 'sm',
  textAlign: 'start',
  textDecoration: 'none',
  borderRadius: 'sm',
  _hover: { bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' },
  _focusVisible: { bg: 'brand.subtle', color: 'brand.fg' },
};
