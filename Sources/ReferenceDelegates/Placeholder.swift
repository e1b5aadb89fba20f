import GoogleNavigation
import UIKit
