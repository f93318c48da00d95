import { Anchor, Blockquote, Code, List, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Fragment, useMemo, type ReactNode } from 'react';
import { linkTarget, parseMarkdown, type Inline, type LinkTarget } from './markdown';

export type FollowLink = (target: Exclude<LinkTarget, null | { kind: 'external' }>) => void;

function renderInline(nodes: Inline[], follow: FollowLink): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return <Code key={index}>{node.text}</Code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children, follow)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children, follow)}</em>;
      case 'link': {
        const target = linkTarget(node.href);
        const children = renderInline(node.children, follow);
        if (!target) return <Fragment key={index}>{children}</Fragment>;
        if (target.kind === 'external') {
          return (
            <Anchor key={index} href={target.href} target="_blank" rel="noopener noreferrer">
              {children}
            </Anchor>
          );
        }
        const href = target.kind === 'app' ? target.path : `#help-${target.slug}`;
        return (
          <Anchor
            key={index}
            href={href}
            data-help-link={target.kind === 'help' ? target.slug : undefined}
            onClick={(event) => {
              event.preventDefault();
              follow(target);
            }}
          >
            {children}
          </Anchor>
        );
      }
    }
  });
}

/** A help page's Markdown as React elements (never raw HTML). */
export function MarkdownView({ source, onFollow }: { source: string; onFollow: FollowLink }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Stack gap="sm">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return (
              <Title key={index} order={block.level} size={block.level === 3 ? 'h4' : 'h5'} mt="xs">
                {renderInline(block.children, onFollow)}
              </Title>
            );
          case 'paragraph':
            return (
              <Text key={index} size="sm">
                {renderInline(block.children, onFollow)}
              </Text>
            );
          case 'list':
            return (
              <List key={index} type={block.ordered ? 'ordered' : 'unordered'} size="sm" spacing={4} withPadding>
                {block.items.map((item, itemIndex) => (
                  <List.Item key={itemIndex}>{renderInline(item, onFollow)}</List.Item>
                ))}
              </List>
            );
          case 'quote':
            return (
              <Blockquote key={index} icon={<IconInfoCircle size={18} aria-hidden />} iconSize={30} p="sm" fz="sm">
                {renderInline(block.children, onFollow)}
              </Blockquote>
            );
          case 'code':
            return (
              <Code key={index} block>
                {block.text}
              </Code>
            );
        }
      })}
    </Stack>
  );
}
