import { createViewLog } from './navigation-kind';

describe('how the visitor came to a view', () => {
  it('is the first load without a page of the site before, a move within or across teams after one', () => {
    expect(createViewLog('marketing', null, false).view(undefined)).toEqual({ owner: 'marketing', kind: 'load' });
    expect(createViewLog('marketing', 'marketing', false).view(undefined).kind).toBe('in-remote');
    expect(createViewLog('shop', 'locations', false).view(undefined).kind).toBe('cross-remote');
    expect(createViewLog('shop', 'locations', true).view(undefined).kind).toBe('load');
  });

  it('numbers each move in place and tells it from the view before it', () => {
    const views = createViewLog('shop', null, false);
    views.moved(2, 'shop');
    views.moved(3, 'marketing');
    expect(views.view(2)).toEqual({ owner: 'shop', kind: 'in-remote' });
    expect(views.view(3)).toEqual({ owner: 'marketing', kind: 'cross-remote' });
    expect(views.view(undefined)).toEqual({ owner: 'shop', kind: 'load' });
  });
});
