import { describe, expect, it } from 'vitest';
import { CONSULT_TYPES } from './constants';
import {
  CONSULT_CHANNEL,
  CONSULT_CHANNELS,
  channelOf,
  hasWaitingRoom,
  offeredConsultTypes,
  SWITCHABLE_CONSULT_TYPES,
  typesOn,
} from './consultTypes';

describe('consult type → channel', () => {
  it('names a channel for every consult type the contract knows', () => {
    expect(Object.keys(CONSULT_CHANNEL).sort()).toEqual([...CONSULT_TYPES].sort());
    for (const type of CONSULT_TYPES) expect(CONSULT_CHANNELS).toContain(CONSULT_CHANNEL[type]);
  });
  it('calls the parent for audio, opens a room for video, and meets in person at the clinic or at home', () => {
    expect(channelOf('audio')).toBe('phone');
    expect(channelOf('video')).toBe('video');
    expect(channelOf('clinic')).toBe('clinic');
    expect(channelOf('home')).toBe('home');
    expect(channelOf('Follow up')).toBe('video');
  });
  it('sends an unknown type to the video room, as every non-audio type went before', () => {
    expect(channelOf('teleport')).toBe('video');
  });
  it('lists the types of a channel, and which channels have a waiting room', () => {
    expect(typesOn('phone')).toEqual(['audio']);
    expect(typesOn('home')).toEqual(['home']);
    expect(CONSULT_CHANNELS.filter(hasWaitingRoom)).toEqual(['phone', 'video']);
  });
});

describe('the consult types parents are offered', () => {
  it('are the enabled ones, in the contract order, with follow ups', () => {
    expect(offeredConsultTypes(['video', 'audio'])).toEqual(['audio', 'video', 'follow up']);
    expect(offeredConsultTypes(['audio'])).toEqual(['audio', 'follow up']);
    expect(offeredConsultTypes(['home', 'chat', 'audio'])).toEqual(['audio', 'chat', 'follow up', 'home']);
  });
  it('never offer emergency, even when a list names it', () => {
    expect(offeredConsultTypes([...CONSULT_TYPES])).not.toContain('emergency');
    expect(offeredConsultTypes(['emergency'])).toEqual(['follow up']);
  });
  it('let the setting switch every type but follow up and emergency', () => {
    expect(SWITCHABLE_CONSULT_TYPES).toEqual(['audio', 'video', 'chat', 'clinic', 'home', 'rpm']);
  });
});
