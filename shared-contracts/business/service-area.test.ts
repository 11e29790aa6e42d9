import { serviceArea } from './service-area';

describe('the service area, said one way', () => {
  it('names the four service states, the radius and the Print & Ship states', () => {
    expect(serviceArea.summary).toBe(
      'We serve four states, Illinois, Indiana, Michigan and Wisconsin, from our Chicago shop, most of our customers within 50 miles of it.',
    );
    expect(serviceArea.printShip).toBe(
      'In Iowa, Missouri and Ohio, as anywhere else in the United States, we work through Print & Ship: we print your wrap here and ship it to your installer.',
    );
    expect(serviceArea.stateCount).toBe(4);
  });
});
