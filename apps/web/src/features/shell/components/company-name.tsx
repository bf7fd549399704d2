import { Box, Text } from '@mantine/core';

/**
 * Long company names get smaller type and more room below them so that the menu stays readable
 * (spec 001 §2: special style above 100 characters, extra margin above 80 and above 50).
 */
export function companyNameStyle(length: number): { size: 'lg' | 'md' | 'sm' | 'xs'; extraMargin: number } {
  if (length > 100) return { size: 'xs', extraMargin: 96 };
  if (length > 80) return { size: 'sm', extraMargin: 96 };
  if (length > 50) return { size: 'md', extraMargin: 72 };
  return { size: 'lg', extraMargin: 0 };
}

export function CompanyName({ name }: { name: string }) {
  const style = companyNameStyle(name.length);
  return (
    <Box p="md" pb="sm" mih={style.extraMargin || undefined}>
      <Text fw={700} size={style.size} style={{ overflowWrap: 'anywhere' }} data-testid="company-name">
        {name}
      </Text>
    </Box>
  );
}
