import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { StepStatus } from './checkout-view';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };

const CHANGE = msg(/*i18n*/ { id: 'checkout.step.change', message: 'Change' });

/**
 * One step of the checkout: a numbered section with its heading. Open, it shows its controls;
 * done, a summary of the answer and "Change" to reopen it; still to come, its heading only.
 * When a step opens after the screen has shown, keyboard focus moves to its heading, so a
 * screen reader says where the shopper is and Tab continues inside the step.
 */
export function CheckoutStep({
  number,
  title,
  status,
  summary,
  onChange,
  changeDisabled = false,
  children,
}: {
  number: number;
  title: string;
  status: StepStatus;
  /** What was chosen, shown once the step is done. */
  summary?: ReactNode;
  /** Reopens the step (its "Change"); absent where a done step cannot be reopened. */
  onChange?: () => void;
  changeDisabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(status);

  useEffect(() => {
    if (status === 'open' && previous.current !== 'open') heading.current?.focus();
    previous.current = status;
  }, [status]);

  const open = status === 'open';
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.surface"
      borderRadius="md"
      boxShadow="xs"
      aria-current={open ? 'step' : undefined}
    >
      <Flex
        align="center"
        gap="3"
        px={{ base: '4', md: '6' }}
        py="4"
        bg={open ? 'brand.solid' : undefined}
        color={open ? 'brand.contrast' : undefined}
        borderTopRadius="md"
      >
        <Text
          as="span"
          aria-hidden="true"
          fontSize="sm"
          fontWeight="semibold"
          px="2"
          borderRadius="sm"
          bg={open ? 'bg.surface' : 'bg.muted'}
          color={open ? 'brand.fg' : 'fg.muted'}
        >
          {number}
        </Text>
        <Heading
          ref={heading}
          id={headingId}
          tabIndex={-1}
          as="h2"
          fontSize="md"
          textTransform="uppercase"
          flex="1"
          color={status === 'upcoming' ? 'fg.muted' : undefined}
        >
          {title}
        </Heading>
        {status === 'done' && onChange && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            aria-describedby={headingId}
            disabled={changeDisabled}
            onClick={onChange}
          >
            {t(CHANGE)}
          </Button>
        )}
      </Flex>
      {status !== 'upcoming' && (
        <Box px={{ base: '4', md: '6' }} py="4">
          {open ? children : summary}
        </Box>
      )}
    </Box>
  );
}
