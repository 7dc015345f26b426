import type { ReactNode } from "react";
import type { ContentBlock } from "./block-types";
import {
  type BlockProps,
  CallToAction,
  EnquiryFormBlock,
  Faq,
  FeatureGrid,
  Hero,
  HomeSlider,
  Media,
  RichTextBlock,
  Stats,
} from "./blocks";
import { LatestPosts, ServicesGrid, Testimonials, WorkGrid } from "./list-blocks";

type BlockComponents = {
  [T in ContentBlock["_type"]]: (props: BlockProps<T>) => ReactNode;
};

/**
 * The one map from a block's `_type` to the component that draws it. The studio's page builder
 * lists the same types (page-builder.test.tsx holds the two equal), and block-shapes.ts checks each
 * block's data first.
 */
export const BLOCK_COMPONENTS: BlockComponents = {
  hero: Hero,
  richText: RichTextBlock,
  callToAction: CallToAction,
  featureGrid: FeatureGrid,
  stats: Stats,
  media: Media,
  servicesGrid: ServicesGrid,
  workGrid: WorkGrid,
  testimonials: Testimonials,
  latestPosts: LatestPosts,
  faq: Faq,
  enquiryForm: EnquiryFormBlock,
  homeSlider: HomeSlider,
};
