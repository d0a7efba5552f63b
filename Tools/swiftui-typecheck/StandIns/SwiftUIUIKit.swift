import SwiftUI
import UIKit

extension Image { public init(uiImage: UIImage) { self.init(systemName: "") } }
