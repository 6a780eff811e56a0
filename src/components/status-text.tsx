import { Text, type TextProps } from '@chakra-ui/react';

/**
 * A loading or empty message, announced politely to assistive technology. A block that knows
 * how tall its content will be passes `minH`, so the content replaces the message without
 * moving what is below it.
 */
export function StatusText({ children, ...props }: TextProps) {
  return (
    <Text role="status" color="fg.muted" py="6" textAlign="center" {...props}>
      {children}
    </Text>
  );
}
