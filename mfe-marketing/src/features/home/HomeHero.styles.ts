import styled, { keyframes } from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

import { showCheckedSlide } from '../../components/slide-radios';
import { HERO_SLIDE_RADIOS } from './home-content';

const fadeIn = keyframes`from { opacity: 0.4; } to { opacity: 1; }`;
const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The hero's frame and its backdrop. The backdrop's rules sit on the section: the slide shown is chosen
 * by a radio in the thumbnail strip, which only the section holds both of.
 */
export const Hero = styled.section<{ $slides: number }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: var(--color-night);
  color: var(--color-on-dark);
  padding: 32px 0 28px;
  ${media.md} {
    padding: 56px 0 36px;
  }
  ${media.lg} {
    padding: 80px 0 44px;
  }
  > div[data-backdrop] > picture img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    z-index: -3;
    animation: ${fadeIn} 0.9s ease;
  }
  ${media.reducedMotion} {
    > div[data-backdrop] > picture img {
      animation: none;
    }
  }
  ${({ $slides }) =>
    showCheckedSlide(
      HERO_SLIDE_RADIOS,
      $slides,
      (index) => `> div[data-backdrop] > picture:not(:has(img[data-slide='${index}']))`,
    )}
  /* Without scripts nothing turns the slides: no pause control. */
  @media (scripting: none) {
    div[data-strip] > button {
      display: none;
    }
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -2;
    /* On phones the text fills the width: dark behind the headline, the car showing through lower down. */
    background: linear-gradient(180deg, rgb(11 17 32 / 94%) 0%, rgb(11 17 32 / 84%) 55%, rgb(11 17 32 / 66%) 100%);
    ${media.md} {
      background: linear-gradient(100deg, rgb(11 17 32 / 96%) 0%, rgb(11 17 32 / 88%) 50%, rgb(11 17 32 / 60%) 100%);
    }
  }
  div[data-loading] {
    position: absolute;
    inset: 0;
    z-index: -1;
    display: grid;
    place-items: end center;
    padding-bottom: 12px;
    background: rgb(11 17 32 / 55%);
    color: var(--color-on-dark-muted);
    font-size: 0.85rem;
  }
  div[data-loading] span::before {
    content: '';
    display: inline-block;
    width: 14px;
    height: 14px;
    margin-right: 8px;
    vertical-align: -2px;
    border: 2px solid rgb(255 255 255 / 35%);
    border-top-color: var(--color-on-dark);
    border-radius: 50%;
    animation: ${spin} 0.9s linear infinite;
  }
`;
